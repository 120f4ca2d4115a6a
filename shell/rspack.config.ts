import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ configUrl: import.meta.url, name: 'shell', devPort: 4200, title: 'YogSutra Live', isRemote: false }, argv);
