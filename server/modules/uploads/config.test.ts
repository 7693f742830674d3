import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { uploadLimitsOf } from './config';

describe('upload settings', () => {
  it('default to 10 MB images, 50 MB attachments and 2 GB videos in data/uploads', () => {
    const config = loadConfig({ UPLOAD_MAX_IMAGE_BYTES: '' });
    expect(uploadLimitsOf(config)).toEqual({
      image: 10 * 1024 * 1024,
      attachment: 50 * 1024 * 1024,
      video: 2 * 1024 * 1024 * 1024,
    });
    expect(config.UPLOADS_TEMP_DIR).toBe('data/uploads');
  });

  it('take other limits in bytes and refuse what is not a positive whole number', () => {
    const config = loadConfig({ UPLOAD_MAX_VIDEO_BYTES: '5000000000', UPLOADS_TEMP_DIR: '/tmp/u' });
    expect(uploadLimitsOf(config).video).toBe(5_000_000_000);
    for (const value of ['0', '-1', '1.5', 'ten']) {
      expect(() => loadConfig({ UPLOAD_MAX_IMAGE_BYTES: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ UPLOAD_MAX_IMAGE_BYTES: 'ten' })).toThrow(/UPLOAD_MAX_IMAGE_BYTES/);
  });
});
