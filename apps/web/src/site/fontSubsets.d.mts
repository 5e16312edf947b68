export declare const TEXT_CHARACTERS: string;
export declare const MORE_CHARACTERS: string;
export declare function unicodeRange(characters: string): string;
