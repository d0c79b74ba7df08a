import type { ApiStaffList, ApiStaffMember, Grant } from '@shop/shared';
import { apiRequest } from '../../../lib/api/client';

/** The grants screen's calls (`@shop/admin-grants`); both need every grant (403 'Accès refusé!' otherwise). */
export const staffApi = {
  list: (signal?: AbortSignal) => apiRequest<ApiStaffList>('/admin/staff', { signal }),
  /** 400 unknown grant, 404 unknown member, 409 when no full admin would remain */
  setGrants: (id: string, grants: Grant[]) =>
    apiRequest<ApiStaffMember>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'PUT', body: { grants } }),
};
