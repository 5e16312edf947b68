export declare const SHARED_PAGE: string;
export declare const FEED_PAGE: string;
export declare const MISSING_PAGE: string;
export declare const NOT_SHARED: string;
export declare const STATIC_FILE: string;
export declare const IMMUTABLE: string;
