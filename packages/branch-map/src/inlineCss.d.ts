// A stylesheet read as text (Vite's `?inline`): see BranchMap/leafletStyles.ts.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
