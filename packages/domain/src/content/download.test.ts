import { describe, expect, it } from 'vitest';
import { DOWNLOAD_QR_SETTINGS, downloadLinks } from './download.ts';

describe('§9 QR default size 800, margin 20, correction level M (/down)', () => {
  it('settings', () => {
    expect(DOWNLOAD_QR_SETTINGS).toEqual({ size: 800, margin: 20, errorCorrectionLevel: 'M' });
  });
});

describe('/down: iOS and Android links from the permission resources, validated like any link', () => {
  const policy = { origin: 'https://sorte.example', allowedHosts: ['apps.example.com'] };

  it('DOWNLOAD resources by platform; same-origin paths become absolute', () => {
    expect(
      downloadLinks(
        [
          { labelNameEn: 'Telegram', url: 'https://t.me/x', resourceType: 'SOCIAL' },
          { labelNameEn: 'Android', url: '/app/android.apk', resourceType: 'DOWNLOAD' },
          { labelNameEn: 'iOS', url: 'https://apps.example.com/ios', resourceType: 'download' },
          { labelNameEn: 'Android mirror', url: 'https://apps.example.com/b', resourceType: 'DOWNLOAD' },
        ],
        policy,
      ),
    ).toEqual({ ios: 'https://apps.example.com/ios', android: 'https://sorte.example/app/android.apk' });
  });

  it('unsafe links give null', () => {
    expect(
      downloadLinks(
        [
          { labelNameEn: 'Android', url: 'javascript:alert(1)', resourceType: 'DOWNLOAD' },
          { labelNameEn: 'iOS', url: 'https://evil.example/ios', resourceType: 'DOWNLOAD' },
        ],
        policy,
      ),
    ).toEqual({ ios: null, android: null });
    expect(downloadLinks(null, policy)).toEqual({ ios: null, android: null });
  });
});
