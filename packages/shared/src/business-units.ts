/** The business units of SPEC.md section 3. A user's `database` field names one; it is the tenancy wall. */
export const BUSINESS_UNITS = ['cimgibu', 'cimrdbu', 'cimjobu', 'cimjpbu1'] as const;
export type BusinessUnit = (typeof BUSINESS_UNITS)[number];
