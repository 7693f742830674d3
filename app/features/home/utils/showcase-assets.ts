/**
 * URLs of the home page's checked-in art, looked up by file name: the copy in
 * common/copy/home-showcase.ts names files, and Vite turns each into a hashed URL at build
 * time (no SVG is inlined into the JavaScript).
 */
const featureIcons = import.meta.glob<string>('../../../assets/home/features/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const mediaImages = import.meta.glob<string>('../../../assets/home/media/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

function byFileName(modules: Record<string, string>): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(modules).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
  );
}

const FEATURE_ICON_URLS = byFileName(featureIcons);
const MEDIA_IMAGE_URLS = byFileName(mediaImages);

function lookup(urls: ReadonlyMap<string, string>, file: string, kind: string): string {
  const url = urls.get(file);
  if (!url) throw new Error(`No ${kind} named ${file}`);
  return url;
}

export const featureIconUrl = (file: string) => lookup(FEATURE_ICON_URLS, file, 'feature icon');
export const mediaImageUrl = (file: string) => lookup(MEDIA_IMAGE_URLS, file, 'media image');
