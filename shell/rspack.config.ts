import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      configUrl: import.meta.url,
      name: 'shell',
      title: 'YogSutra Live',
    },
    argv,
  );
