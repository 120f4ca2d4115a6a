import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      configUrl: import.meta.url,
      name: 'mfe_admin',
      devPort: 4203,
      title: 'Admin panel',
      isRemote: true,
      usesAntd: true,
    },
    argv,
  );
