// Where an employee application (spec part 1 section 3) lives in SQL: table and columns of
// migration 1. `references` is an SQL keyword, hence job_references.
import type { Database } from 'better-sqlite3';
import type { Application } from '../../shared/forms.ts';
import { createTable, type TableSpec } from '../storage/table.ts';

export const applicationTable: TableSpec<Application> = {
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

export function applicationRepository(db: Database) {
  return createTable(db, applicationTable);
}
