import type { Plugin } from 'vite';

/**
 * Puts every module the application's start (app/start.tsx) imports in one chunk. Rolldown
 * otherwise splits out each module the start shares with a page (React, the router, a domain
 * file or two) into a chunk of its own, as if a page could run without the start: the wizard
 * made nine more requests, and paid each chunk's imports and exports in bytes. Modules the pages'
 * first script (the entry) imports stay in the entry's chunk, so information pages still load
 * none of the application before it starts; start.tsx itself stays the small chunk the entry
 * imports, under its own name in Vite's manifest. scripts/prerender.ts checks both.
 */
export function startChunkPlugin(startModule: string, entryModules: readonly string[]) {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: 'icei:start-chunk',
    apply: 'build',
    // The graph is complete when the build ends; Rolldown groups chunks after that.
    buildEnd() {
      const closure = (roots: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        roots.forEach(visit);
        return seen;
      };
      const entries = closure(entryModules);
      for (const id of closure([startModule])) if (!entries.has(id) && id !== startModule) captured.add(id);
    },
  };
  // Not its dependencies recursively: those include the entry's modules, which must stay there.
  const group = { name: 'start', test: (id: string) => captured.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}
