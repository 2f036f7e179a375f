// Types of scripts/generate-wire-checks.mjs for the test that compares its output with the committed files.

/** The folder of the generated files, relative to the repository root. */
export declare const OUTPUT_DIR: string;
/** The generated file of a wire module ('server/src/wire/alarm'), relative to the repository root. */
export declare function outputOf(module: string): string;
/** Every generated file: its path relative to the repository root, and its text, formatted. */
export declare function generateWireChecks(): Promise<Map<string, string>>;
/** Generated files on disk that no wire module generates any more. */
export declare function staleOutputs(files: Map<string, string>): string[];
