export declare const NO_SCRIPT_FORM_PATH: string;
