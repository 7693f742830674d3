/**
 * Pictures in a paste or a drop (issue 18, point 8: students under 13 cannot paste images).
 * The room's editor has no image node for anyone, so a picture could never enter the shared
 * document anyway; these tell the editor when to say so instead of dropping it in silence.
 */
export function carriesImageFiles(data: DataTransfer | null): boolean {
  if (!data) return false;
  return [...data.items].some((item) => item.kind === 'file' && item.type.startsWith('image/'));
}

/** Copied web content with pictures in it: its words still paste, its pictures do not. */
export function carriesImageHtml(data: DataTransfer | null): boolean {
  return /<img[\s>]/i.test(data?.getData('text/html') ?? '');
}
