import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      configUrl: import.meta.url,
      name: 'mfe_user',
      devPort: 4202,
      title: 'Student panel',
      isRemote: true,
      usesAntd: true,
    },
    argv,
  );
