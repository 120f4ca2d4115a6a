import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  Role,
  type AdminPaymentRecord,
  type AdminPaymentsResponse,
  type CreateOrderResponse,
  type DocumentSeries,
  type RefundResponse,
  type PaymentRecord,
  type SandboxCompleteResponse,
  type SandboxCompleteSubscriptionResponse,
  type SuccessResponse,
  type VerifyPaymentResponse,
} from '@yoga/contracts';
import { answerLanguage } from '../../common/i18n/accept-language.js';
import { SuccessResponseSchema } from '../../common/openapi/schemas/common.js';
import {
  AdminPaymentRecordSchema,
  AdminPaymentsResponseSchema,
  CheckoutOrderPayloadSchema,
  CheckoutSubscriptionPayloadSchema,
  CreateOrderResponseSchema,
  PaymentRecordSchema,
  RefundResponseSchema,
  SandboxFailureResponseSchema,
  VerifyPaymentResponseSchema,
} from './payments.schemas.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/validation/id-param.pipe.js';
import {
  AdminPaymentsQueryDto,
  CreateOrderDto,
  GstExportQueryDto,
  OfflinePaymentDto,
  RefundDto,
  SandboxCompleteDto,
  VerifyPaymentDto,
} from './dto/payment.dto.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { PaymentsInvoicingService } from './payments-invoicing.service.js';
import { PaymentsService } from './payments.service.js';
import { RenewalHooks } from './renewal-hooks.js';
import { WebhooksService } from './webhooks.service.js';
import { studentPayments } from './abandoned-checkouts.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly service: PaymentsService,
    private readonly admin: PaymentsAdminService,
    private readonly webhooks: WebhooksService,
    private readonly invoicing: PaymentsInvoicingService,
    private readonly hooks: RenewalHooks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** An order for a plan at the server's price (minus credits when asked). */
  @ApiBearerAuth()
  @Post('orders')
  @ApiCreatedResponse({ type: CreateOrderResponseSchema })
  createOrder(
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateOrderDto,
  ): Promise<CreateOrderResponse> {
    return this.service.createOrder(user.id, dto);
  }

  /** The sandbox's Checkout (404 in production and with Razorpay keys). */
  @ApiBearerAuth()
  @Post('sandbox/complete')
  @HttpCode(200)
  @ApiExtraModels(
    CheckoutOrderPayloadSchema,
    CheckoutSubscriptionPayloadSchema,
    SandboxFailureResponseSchema,
  )
  @ApiOkResponse({
    description:
      "outcome success: Razorpay Checkout's success payload (an order's or a subscription's); failure: the payment failed",
    schema: {
      oneOf: [
        { $ref: getSchemaPath(CheckoutOrderPayloadSchema) },
        { $ref: getSchemaPath(CheckoutSubscriptionPayloadSchema) },
        { $ref: getSchemaPath(SandboxFailureResponseSchema) },
      ],
    },
  })
  sandboxComplete(
    @CurrentUser() user: AuthUser,
    @Body() dto: SandboxCompleteDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<SandboxCompleteResponse | SandboxCompleteSubscriptionResponse> {
    const language = answerLanguage(acceptLanguage);
    if (dto.subscription_id !== undefined)
      return this.hooks.renewals.sandboxComplete(
        user.id,
        dto.subscription_id,
        dto.outcome,
        language,
      );
    return this.service.sandboxComplete(
      user.id,
      { order_id: dto.order_id!, outcome: dto.outcome },
      language,
    );
  }

  @ApiBearerAuth()
  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({ type: VerifyPaymentResponseSchema })
  verify(
    @CurrentUser() user: AuthUser,
    @Body() dto: VerifyPaymentDto,
  ): Promise<VerifyPaymentResponse> {
    const { razorpay_payment_id, razorpay_signature } = dto;
    if (dto.razorpay_subscription_id !== undefined)
      return this.hooks.renewals.verify(user.id, {
        razorpay_subscription_id: dto.razorpay_subscription_id,
        razorpay_payment_id,
        razorpay_signature,
      });
    return this.service.verify(user.id, {
      razorpay_order_id: dto.razorpay_order_id!,
      razorpay_payment_id,
      razorpay_signature,
    });
  }

  /** Razorpay's webhooks: authenticated by the body's signature, not a token. */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiBody({
    description: "Razorpay's webhook event, signed in X-Razorpay-Signature",
    schema: { type: 'object', additionalProperties: true },
  })
  @ApiOkResponse({ type: SuccessResponseSchema })
  webhook(
    @Req() req: Request,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<SuccessResponse> {
    return this.webhooks.handle(req.body, signature, eventId);
  }

  @ApiBearerAuth()
  @Get('mine')
  @ApiOkResponse({ type: PaymentRecordSchema, isArray: true })
  async mine(@CurrentUser() user: AuthUser): Promise<PaymentRecord[]> {
    return studentPayments(await this.service.mine(user.id), this.clock.now());
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get()
  @ApiOkResponse({ type: AdminPaymentsResponseSchema })
  list(@Query() query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    return this.admin.list(query);
  }

  /** The GST export (admin): invoices and credit notes dated from..to (IST), streamed as CSV. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('export.csv')
  @ApiOkResponse({
    description: 'CSV file',
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  })
  exportCsv(@Query() query: GstExportQueryDto, @Res() res: Response): Promise<void> {
    return this.invoicing.exportCsv(query, res);
  }

  /** Money received outside the checkout (admin): payment, period and invoice as online. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post('offline')
  @ApiCreatedResponse({ type: AdminPaymentRecordSchema })
  recordOffline(
    @CurrentUser() user: AuthUser,
    @Body() dto: OfflinePaymentDto,
  ): Promise<AdminPaymentRecord> {
    return this.invoicing.recordOffline(user.id, dto);
  }

  /** Refund (admin, all or part) through the gateway, with a credit note. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post(':id/refund')
  @HttpCode(200)
  @ApiOkResponse({ type: RefundResponseSchema })
  refund(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RefundDto,
  ): Promise<RefundResponse> {
    return this.invoicing.refund(
      user.id,
      id,
      dto.reason,
      dto.amount,
      dto.shorten_membership === true,
    );
  }

  /** The tax invoice PDF (the payment's student or an admin). */
  @ApiBearerAuth()
  @Get(':id/invoice')
  @ApiOkResponse({
    description: 'PDF file',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  invoice(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return this.pdf(user, id, 'invoice', res);
  }

  /** The credit note PDF of a refunded payment (the payment's student or an admin). */
  @ApiBearerAuth()
  @Get(':id/credit-note')
  @ApiOkResponse({
    description: 'PDF file',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  creditNote(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return this.pdf(user, id, 'credit_note', res);
  }

  private async pdf(
    user: AuthUser,
    id: number,
    kind: DocumentSeries,
    res: Response,
  ): Promise<StreamableFile> {
    const { filename, pdf } = await this.invoicing.document(user, id, kind);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
      length: pdf.length,
    });
  }
}
