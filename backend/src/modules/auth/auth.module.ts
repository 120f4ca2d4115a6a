import { Module } from '@nestjs/common';
import { JwtModule, type JwtModuleOptions } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { UsersModule } from '../users/index.js';
import { AdminSeed } from './admin-seed.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { DeviceSignInService } from './device-sign-in.service.js';
import { DeviceAuthorization } from './entities/device-authorization.entity.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordService } from './password.service.js';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    TypeOrmModule.forFeature([RevokedToken, DeviceAuthorization]),
    JwtModule.registerAsync({
      inject: [AUTH_CONFIG],
      useFactory: (config: AuthConfig): JwtModuleOptions => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as JwtExpiry },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    DeviceSignInService,
    JwtStrategy,
    PasswordService,
    LoginThrottleService,
    AdminSeed,
  ],
  exports: [PasswordService, AuthService, AdminSeed],
})
export class AuthModule {}

type JwtExpiry = NonNullable<NonNullable<JwtModuleOptions['signOptions']>['expiresIn']>;
