import fp from 'fastify-plugin';
import { GUIDE_AUDIENCES, GUIDE_LAYOUTS, guideUrl } from '../../../common/guides';
import type { FileStorage } from '../../adapters/storage/storage';
import type { GuideContext } from './content';
import { ensureGuides } from './ensure-guides';

export interface GuidesPluginOptions {
  storage: FileStorage;
  /** STORAGE_BASE_URL: where browsers fetch the files ('/files' or a bucket or CDN). */
  storageBaseUrl: string;
  context: GuideContext;
}

/**
 * At boot, puts the four instruction PDFs into storage if they are missing or stale, and
 * logs how long that took. A failure is logged and the server still starts: the guides
 * are worth a warning, not an outage.
 */
export default fp<GuidesPluginOptions>(
  async (app, { storage, storageBaseUrl, context }) => {
    try {
      const result = await ensureGuides(storage, context);
      app.log.info(
        {
          generated: result.generated,
          current: result.current.length,
          durationMs: result.durationMs,
        },
        result.generated.length > 0
          ? 'Instruction PDFs generated into storage'
          : 'Instruction PDFs are up to date',
      );
    } catch (error) {
      app.log.error({ err: error }, 'Could not generate the instruction PDFs');
      return;
    }
    if (/^https?:\/\//.test(storageBaseUrl)) {
      const urls = GUIDE_AUDIENCES.flatMap((audience) =>
        GUIDE_LAYOUTS.map((layout) => guideUrl(storageBaseUrl, audience, layout)),
      );
      app.log.info(
        { storage: storage.kind, urls },
        'STORAGE_BASE_URL is a remote host: browsers fetch the instruction PDFs from there, so it must serve the files of this storage',
      );
    }
  },
  { name: 'guides' },
);
