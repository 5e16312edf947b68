export declare function sandboxSiteEnv(port: number, sandboxUrl: string): Record<string, string>;
