// The build manifest Vite writes next to the browser bundle (.vite/manifest.json) names, for
// each source module, its hashed chunk, the chunks it imports and its stylesheets. A server-
// rendered page links its own page chunk's stylesheets (so it paints styled, with no shift
// when the script arrives) and preloads its scripts (so hydration does not wait on them).

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

export type PageAssets = { styles: string[]; scripts: string[] };

function collect(manifest: BuildManifest, key: string, seen: Set<string>, into: PageAssets) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  into.scripts.push(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.styles.push(`/${css}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, into);
}

// Returns a lookup from page ids (file names under apps/web/src/app/routes/) to the files
// the page needs beyond what index.html already loads.
export function pageAssetsFrom(manifest: BuildManifest): (pages: string[]) => PageAssets {
  const entry: PageAssets = { styles: [], scripts: [] };
  collect(manifest, 'index.html', new Set(), entry);
  const loaded = new Set([...entry.styles, ...entry.scripts]);
  const cache = new Map<string, PageAssets>();

  return (pages) => {
    const cacheKey = pages.join(',');
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const found: PageAssets = { styles: [], scripts: [] };
    const seen = new Set<string>();
    for (const page of pages) collect(manifest, `src/app/routes/${page}.tsx`, seen, found);
    const assets = {
      styles: [...new Set(found.styles)].filter((file) => !loaded.has(file)),
      scripts: [...new Set(found.scripts)].filter((file) => !loaded.has(file)),
    };
    cache.set(cacheKey, assets);
    return assets;
  };
}
