// The build manifest Vite writes next to the browser bundle (.vite/manifest.json) names, for
// each source module, its hashed chunk, the chunks it imports and its stylesheets. A public
// document carries its own stylesheets and its islands' (so it paints styled) and preloads the
// scripts of its behaviours, which run as it starts; the islands' scripts are imported after
// the first paint (those hydrated on load) or when a person reaches for them (ADR 0021).

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

export type PageAssets = { styles: string[]; scripts: string[] };

// The manifest keys of the documents' template and of a document and an island's modules.
export const DOCUMENT_TEMPLATE_KEY = 'index.html';
const documentKey = (page: string) => `src/public/documents/${page}.tsx`;
const DOCUMENT_LAYOUT_KEY = 'src/public/document-layout.tsx';

function collect(manifest: BuildManifest, key: string, seen: Set<string>, into: PageAssets) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  into.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.styles.push(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, into);
}

// Returns a lookup from a document's ids (file names under apps/web/src/public/documents/),
// the islands in it (file names under public/islands/) and the scripts it starts with
// (behaviours under public/behaviours/ and islands) to the files it needs beyond what the
// template (index.html) already loads. A document's own script is never loaded: the server
// renders it, and only the islands' and behaviours' scripts run in the browser.
export function pageAssetsFrom(
  manifest: BuildManifest,
): (pages: string[], islands: string[], startScripts: string[]) => PageAssets {
  const entry: PageAssets = { styles: [], scripts: [] };
  collect(manifest, DOCUMENT_TEMPLATE_KEY, new Set(), entry);
  // The chunk each island's and behaviour's module is in: the entry imports each one by name.
  // A module a document also imports sits in a shared chunk named after it rather than under
  // its path.
  const islandChunks = new Map<string, string>();
  const dynamicKeys = (key: string) => manifest[key]?.dynamicImports ?? [];
  for (const key of dynamicKeys(DOCUMENT_TEMPLATE_KEY)) {
    const chunk = manifest[key];
    const name =
      chunk?.src?.match(/^src\/public\/(?:islands|behaviours)\/([a-z-]+)\.tsx?$/)?.[1] ??
      chunk?.name;
    if (name) islandChunks.set(name, key);
  }
  const loaded = new Set([...entry.styles, ...entry.scripts]);
  const cache = new Map<string, PageAssets>();

  return (pages, islands, startScripts) => {
    const cacheKey = `${pages.join(',')}|${islands.join(',')}|${startScripts.join(',')}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const styles: PageAssets = { styles: [], scripts: [] };
    const seenForStyles = new Set<string>();
    collect(manifest, DOCUMENT_LAYOUT_KEY, seenForStyles, styles);
    for (const page of pages) collect(manifest, documentKey(page), seenForStyles, styles);
    for (const island of islands) {
      const key = islandChunks.get(island);
      if (key) collect(manifest, key, seenForStyles, styles);
    }
    const scripts: PageAssets = { styles: [], scripts: [] };
    const seenForScripts = new Set<string>();
    for (const name of startScripts) {
      const key = islandChunks.get(name);
      if (key) collect(manifest, key, seenForScripts, scripts);
    }
    const assets = {
      styles: [...new Set([...styles.styles, ...scripts.styles])].filter(
        (file) => !loaded.has(file),
      ),
      scripts: [...new Set(scripts.scripts)].filter((file) => !loaded.has(file)),
    };
    cache.set(cacheKey, assets);
    return assets;
  };
}
