import { STORE_PREVIEW_MESSAGES } from '../../../../common/store/preview-messages';
import { AppError } from '../../../errors';
import type { RateLimitStore } from '../../../lib/rate-limit';
import type { RenderBookForPreview } from './render-book-for-preview';

/**
 * New Premium previews per address: a book with a new cover name costs about two seconds of
 * a core to draw, so anyone holding a book code could otherwise keep the server busy by
 * typing names. A family trying a few spellings stays far below this; previews already drawn
 * (the cache) are never counted.
 */
export const PREMIUM_RENDER_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

export const premiumRenderKey = (ip: string) => `store-preview-render:ip:${ip}`;

/** The renderer, counting each render it does for this address against the limit first. */
export function limitedRender(
  render: RenderBookForPreview,
  limits: RateLimitStore,
  ip: string,
): RenderBookForPreview {
  return async (...args) => {
    const renders = await limits.hit(
      premiumRenderKey(ip),
      PREMIUM_RENDER_LIMIT.windowMs,
      Date.now(),
    );
    if (renders > PREMIUM_RENDER_LIMIT.max) {
      throw new AppError('TOO_MANY_REQUESTS', {
        childName: STORE_PREVIEW_MESSAGES.tooManyPreviews,
      });
    }
    return render(...args);
  };
}
