import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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
  type SuccessResponse,
  type VerifyPaymentResponse,
} from '@yoga/contracts';
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
import { WebhooksService } from './webhooks.service.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly service: PaymentsService,
    private readonly admin: PaymentsAdminService,
    private readonly webhooks: WebhooksService,
    private readonly invoicing: PaymentsInvoicingService,
  ) {}

  /** An order for a plan at the server's price (minus credits when asked). */
  @ApiBearerAuth()
  @Post('orders')
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
  sandboxComplete(
    @CurrentUser() user: AuthUser,
    @Body() dto: SandboxCompleteDto,
  ): Promise<SandboxCompleteResponse> {
    return this.service.sandboxComplete(user.id, dto);
  }

  @ApiBearerAuth()
  @Post('verify')
  @HttpCode(200)
  verify(
    @CurrentUser() user: AuthUser,
    @Body() dto: VerifyPaymentDto,
  ): Promise<VerifyPaymentResponse> {
    return this.service.verify(user.id, dto);
  }

  /** Razorpay's webhooks: authenticated by the body's signature, not a token. */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  webhook(
    @Req() req: Request,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<SuccessResponse> {
    return this.webhooks.handle(req.body, signature, eventId);
  }

  @ApiBearerAuth()
  @Get('mine')
  mine(@CurrentUser() user: AuthUser): Promise<PaymentRecord[]> {
    return this.service.mine(user.id);
  }

  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get()
  list(@Query() query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponse> {
    return this.admin.list(query);
  }

  /** The GST export (admin): invoices and credit notes dated from..to (IST), streamed as CSV. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Get('export.csv')
  exportCsv(@Query() query: GstExportQueryDto, @Res() res: Response): Promise<void> {
    return this.invoicing.exportCsv(query, res);
  }

  /** Money received outside the checkout (admin): payment, period and invoice as online. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post('offline')
  recordOffline(@Body() dto: OfflinePaymentDto): Promise<AdminPaymentRecord> {
    return this.invoicing.recordOffline(dto);
  }

  /** Full refund (admin) through the gateway, with a credit note. */
  @ApiBearerAuth()
  @Roles(Role.Admin)
  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id', IdParamPipe) id: number, @Body() dto: RefundDto): Promise<RefundResponse> {
    return this.invoicing.refund(id, dto.reason);
  }

  /** The tax invoice PDF (the payment's student or an admin). */
  @ApiBearerAuth()
  @Get(':id/invoice')
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
