import { createAppConfig } from '../rspack.shared';

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createAppConfig(
    {
      configUrl: import.meta.url,
      name: 'mfe_user',
      devPort: 4202,
      title: 'Student panel',
      isRemote: true,
    },
    argv,
  );
  // antd's @rc-component/* packages do not declare `sideEffects`, so their index files keep every
  // re-exported module (the whole form engine and its validator, for one). They are pure ES modules:
  // marking them side-effect free lets tree shaking drop what the panel never uses (~12 KB gzipped).
  config.module?.rules?.push({
    test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
    sideEffects: false,
  });
  return config;
};
