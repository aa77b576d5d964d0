import type { ServiceCode } from '@shared/services';
import type { ChartTone } from './chart-scale';

/** The service chips' colours, so a service looks the same on every chart. */
export const SERVICE_TONES: Record<ServiceCode, ChartTone> = { CH: 'primary', SIMU: 'info', AR: 'success', TFD: 'warning', ACTU: 'danger', RAC: 'secondary' };
