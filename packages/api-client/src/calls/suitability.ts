import type { ApiConfig } from '../config.js';
import { siteEndpoints } from '../endpoints/site.js';
import { type CallOptions, sendBlob } from '../http/request.js';

export const SUITABILITY_RECORD_FILE_NAME = 'zaznam_z_jednani.pdf';

/** The suitability record form (SPEC §3). */
export interface SuitabilityRecordValues {
  request: string;
  recommendation: string;
  difference: string;
}

export interface SuitabilityRecord extends SuitabilityRecordValues {
  post: false;
  insurers: [];
}

/** The arranging form's data with the record attached; SPEC's "cleared" flags are sent as `false`. */
export type SuitabilityRecordPayload<F extends object = Record<string, unknown>> = Omit<
  F,
  'saveCalculation' | 'getPackages' | 'getApplicableLimitsOnly' | 'getLimits' | 'suitabilityRecord'
> & {
  saveCalculation: true;
  getPackages: false;
  getApplicableLimitsOnly: false;
  getLimits: false;
  suitabilityRecord: SuitabilityRecord;
};

/**
 * Payload field → form field, for `fieldErrors`: the back end names the record's fields by their
 * place in the payload (`suitabilityRecord.recommendation`), the form by their own names.
 */
export const suitabilityRecordFieldNames: Readonly<Record<string, string>> = {
  'suitabilityRecord.request': 'request',
  'suitabilityRecord.recommendation': 'recommendation',
  'suitabilityRecord.difference': 'difference',
};

/**
 * The arranging form with the record attached (SPEC §7). Only the record's three fields are taken from
 * `record`: whatever else the form's values hold (an agent's own-record confirmation) is not sent.
 */
export function toSuitabilityRecordPayload<F extends object>(
  arrangingForm: F,
  record: SuitabilityRecordValues,
): SuitabilityRecordPayload<F> {
  return {
    ...arrangingForm,
    saveCalculation: true,
    getPackages: false,
    getApplicableLimitsOnly: false,
    getLimits: false,
    suitabilityRecord: {
      post: false,
      insurers: [],
      request: record.request,
      recommendation: record.recommendation,
      difference: record.difference,
    },
  };
}

export interface SuitabilityRecordOptions extends CallOptions {
  /** `mobile` in the mobile client, which the back end tells apart by `x-source`. */
  client?: 'web' | 'mobile';
}

export interface DownloadableFile {
  blob: Blob;
  fileName: string;
}

/** Generates the suitability record PDF of a vehicle calculation. */
export async function fetchSuitabilityRecord<F extends object>(
  config: ApiConfig,
  arrangingForm: F,
  record: SuitabilityRecordValues,
  options: SuitabilityRecordOptions = {},
): Promise<DownloadableFile> {
  const { client = 'web', ...rest } = options;
  const blob = await sendBlob(config, siteEndpoints.suitabilityRecord(), {
    ...rest,
    json: toSuitabilityRecordPayload(arrangingForm, record),
    source: client === 'mobile' ? 'MOBILE_CLIENT' : 'WEB_VEHICLE_R',
  });
  return { blob, fileName: SUITABILITY_RECORD_FILE_NAME };
}

/** Browser only: saves the file through a temporary link, then frees the object URL. */
export function downloadFile(file: DownloadableFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after `click` returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
