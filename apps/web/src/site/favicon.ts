/**
 * The tab's icon: the group's mark alone (the logo's circle, horizon and sun, without the name,
 * which no 16-pixel icon can show), written into every page. A file would be one more request after
 * every page's load, and Lighthouse counts a request finished before the largest paint into it.
 */
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" fill="#0a4a94"/><path d="M8 28h32" stroke="#fff" stroke-width="4"/><circle cx="24" cy="22" r="7" fill="#f2a900"/></svg>';

export const FAVICON_URL = `data:image/svg+xml,${encodeURIComponent(MARK)}`;
