import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ configUrl: import.meta.url, name: 'mfe_public', devPort: 4201, title: 'YogSutra Live', isRemote: true }, argv);
