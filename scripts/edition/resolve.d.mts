import type { Plugin as EsbuildPlugin } from 'esbuild';

export declare const DEFAULT_EDITION: string;
export declare const CONTENT_MODULES: readonly string[];
export declare const SELECTION_SPECIFIER: RegExp;
export declare function editionIds(): string[];
export declare function selectedEditionId(env?: Record<string, string | undefined>): string;
export declare function requireEdition(id: string): string;
export declare function editionFile(path: string, id: string): string | undefined;
export declare function bundleBanner(id: string): string;
export declare function editionOfBundle(text: string): string | undefined;
export declare function esbuildEditionPlugin(id: string): EsbuildPlugin;
