import type { Grant } from '../grants';

/** One staff member as `GET /api/admin/staff` and `PUT /api/admin/staff/{id}` answer it (back-office grants screen). */
export type ApiStaffMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** in the order of section 6's table */
  grants: Grant[];
  /** holds at least one grant */
  isAdmin: boolean;
  /** the member making the call */
  isSelf: boolean;
};

export type ApiStaffList = { staff: ApiStaffMember[] };
