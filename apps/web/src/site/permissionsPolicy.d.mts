export declare const VIDEO_PLAYER_ORIGINS: readonly string[];
export declare const PERMISSIONS_POLICY: string;
export declare function openerPolicy(value?: string): string;
