import type { PortraitFiles } from './portrait';

/**
 * The edition's portraits, by the file name its content gives (`photo: 'ananya-kulkarni.jpg'`).
 * The build replaces this module with the files it made (scripts/edition/portraits-plugin.ts);
 * outside a build, as in unit tests under Node, there are none.
 */
export const PORTRAIT_FILES: Readonly<Record<string, PortraitFiles>> = {};
