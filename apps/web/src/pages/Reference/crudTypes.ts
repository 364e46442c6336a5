import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { referenceListQuery, TableColumn } from '@gcs/contracts';
import type { Api } from '../../api/api';

/** An entry of a reference list: every kind has an id and an enabled flag. */
export interface CrudRow {
  id: number;
  isValid: boolean;
}

interface Envelope {
  messeage: string;
}

/**
 * The calls a reference kind offers (spec 02 section 7.7 CRUD groups), as the typed contract clients provide them.
 * Methods (not properties) so each kind's client, with its own body type, fits.
 */
export interface CrudClient<Row, Body> {
  list(options: {
    query: z.input<typeof referenceListQuery>;
    signal?: AbortSignal;
  }): Promise<Envelope & { list: Row[]; totalCount: number }>;
  add(options: { body: Body }): Promise<Envelope>;
  update(options: { body: Body & { id: number } }): Promise<Envelope>;
  delete(options: { body: { id: number } }): Promise<Envelope>;
  batchIsValid(options: { body: { ids: number[]; isValid: boolean } }): Promise<Envelope>;
}

/** Options of a select field that depend on other fields of the form (a spec's medium on its category). */
export interface FieldOptions {
  /** Fields whose value decides the options; changing one clears this field. */
  dependsOn: readonly string[];
  queryKey: (values: Record<string, unknown>) => readonly unknown[];
  load: (api: Api, values: Record<string, unknown>, signal: AbortSignal) => Promise<{ value: number; label: string }[]>;
}

export type CrudFieldKind = 'text' | 'integer' | 'decimal' | 'category' | 'switch' | 'select';

/**
 * One field of the add/edit form. Its value is checked by the same member of the contract's body schema (bounds
 * included), so the inputs do not clamp what the user types.
 */
export interface CrudField {
  name: string;
  label: string;
  kind: CrudFieldKind;
  /** Shows the required mark (the schema decides what is accepted). */
  required?: boolean;
  placeholder?: string;
  /** Unit after a number (年, 千克). */
  unit?: string;
  /** Decimal places of a decimal field. */
  precision?: number;
  /** Longest text accepted (the input stops there). */
  maxLength?: number;
  options?: FieldOptions;
  /** Where the select has no value: its text (无). */
  emptyLabel?: string;
}

/** Everything that makes one reference kind's page: its calls, columns, form fields and filters. */
export interface CrudDefinition<Row extends CrudRow, Body> {
  /** The kind's name in messages and titles: 制造单位, 车辆类型 ... */
  label: string;
  /** Cache key of its list. */
  queryKey: string;
  client: (api: Api) => CrudClient<Row, Body>;
  /** The add body; the update body is the same with the id. Each form field is validated by its member. */
  schema: z.ZodObject<z.ZodRawShape>;
  columns: readonly TableColumn[];
  renderers?: Partial<Record<string, (row: Row) => ReactNode>>;
  fields: readonly CrudField[];
  /** The list filters by category (media, types, specs). */
  hasCategory?: boolean;
  /** The category a new entry and the category filter start with. */
  defaultCategory?: number;
  /** Form values of a new entry. */
  initialValues?: Record<string, unknown>;
  /** How the entry is named in a confirmation (its name by default). */
  nameOf?: (row: Row) => string;
}
