import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';
/** Opens a route to anonymous callers; every other route requires a valid token (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
