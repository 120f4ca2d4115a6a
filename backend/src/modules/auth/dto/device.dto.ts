import { ApiSchema } from '@nestjs/swagger';
import type { DeviceApproveRequest, DeviceTokenRequest } from '@yoga/contracts';
import { TextField } from '../../../common/validation/text-fields.js';

/** POST /api/auth/device/approve and /deny: the code as typed (case, spaces and hyphens do not matter). */
@ApiSchema({
  name: 'DeviceApproveRequest',
  description: 'POST /api/auth/device/approve and /deny (the signed-in phone).',
})
export class DeviceApproveDto implements DeviceApproveRequest {
  @TextField(16, { required: true })
  user_code: string;
}

/** POST /api/auth/device/token: the TV's device code (43 URL-safe characters). */
@ApiSchema({
  name: 'DeviceTokenRequest',
  description: 'POST /api/auth/device/token (the TV).',
})
export class DeviceTokenDto implements DeviceTokenRequest {
  @TextField(128, { required: true })
  device_code: string;
}
