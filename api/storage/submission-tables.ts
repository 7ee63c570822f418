// Where each kind of submission lives in SQL, as both engines see it: the table of migration 1
// and the column of every field. The forms' fields are shared/forms.ts's; this file only names
// their columns, so the storage floor needs nothing from the features above it.
import type { Application, ContactMessage } from '../../shared/forms.ts';
import type { SubmissionKind, Submissions } from './types.ts';

/** Field name -> column name, for every field of the submission. */
export type ColumnMap<T> = { [K in keyof T & string]-?: string };

/** A submission table as both engines see it: its name, column per field, and boolean fields. */
export interface TableSpec<T> {
  name: string;
  columns: ColumnMap<T>;
  booleans: readonly (keyof T & string)[];
}

// `references` is an SQL keyword, hence job_references.
const applicationTable: TableSpec<Application> = {
  name: 'applications',
  columns: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    address: 'address',
    city: 'city',
    state: 'state',
    zipCode: 'zip_code',
    experience: 'experience',
    previousExperience: 'previous_experience',
    availability: 'availability',
    transportation: 'transportation',
    backgroundCheck: 'background_check',
    references: 'job_references',
    whyJoin: 'why_join',
    additionalInfo: 'additional_info',
  },
  booleans: ['transportation', 'backgroundCheck'],
};

const messageTable: TableSpec<ContactMessage> = {
  name: 'messages',
  columns: { name: 'name', email: 'email', phone: 'phone', subject: 'subject', message: 'message' },
  booleans: [],
};

/** The table of each kind of submission. */
export const SUBMISSION_TABLES: { [K in SubmissionKind]: TableSpec<Submissions[K]> } = {
  applications: applicationTable,
  messages: messageTable,
};
