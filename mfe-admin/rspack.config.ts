import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      configUrl: import.meta.url,
      name: 'mfe_admin',
      title: 'Admin panel',
      usesAntd: true,
      adminStandIns: true,
    },
    argv,
  );
