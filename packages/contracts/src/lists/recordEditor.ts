import type { z } from 'zod';
import type { CallContract } from '../api/call';

/**
 * How a list's rows are added, edited, enabled, disabled and deleted, as data (the reference data and the units of
 * supervision): the calls and the form's fields. The web's list engine renders the form and the actions
 * `record.add`, `record.edit`, `record.enable`, `record.disable` and `record.remove` from it; each form field is
 * checked by the member of the same name in the add call's body schema, with the contract's messages.
 */

/** Where a lookup field's options come from (each a dropdown call cut to the user's scope). */
export type LookupSource =
  | 'division'
  | 'regulator'
  | 'fillStation'
  | 'inspectStation'
  | 'medium'
  /** The valid filling media or cylinder types of the category in the form's `category` field (spec 02 section 7.4). */
  | 'categoryMedium'
  | 'categoryType'
  /** The valid roles the user may grant (none holding a menu the user lacks). */
  | 'role'
  /** The roles the user may share a report view with (their own; a system manager: every valid role). */
  | 'shareRole';

/** One field of a record form. */
export type RecordField = {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** A line under the field saying what an empty value means. */
  help?: string;
  /** Shown only in the add form (a first password): the update call has no such member. */
  addOnly?: boolean;
} &
  /** `password` is typed hidden and never filled from a row. */
  (
    | { kind: 'text' | 'textarea' | 'password'; maxLength: number }
    | { kind: 'integer' | 'decimal'; unit?: string; precision?: number }
    /** A switch, a day (yyyy-MM-dd) or a month (yyyy-MM). */
    | { kind: 'switch' | 'day' | 'month' }
    /** A fixed set of coded options (an enumeration of spec 02 section 4). */
    | { kind: 'select'; options: Readonly<Record<number, string>> }
    /**
     * Options read from a dropdown; `multiple` for an id list. `labelField` names the row field holding the chosen
     * option's text, shown while editing before the options load.
     */
    | {
        kind: 'lookup';
        source: LookupSource;
        multiple?: boolean;
        labelField?: string;
        /** Form fields whose values narrow the options (a medium by the category); changing one clears this field. */
        dependsOn?: readonly string[];
        /** The option shown when nothing is chosen (不限介质). */
        emptyLabel?: string;
      }
  );

/** A POST call of a record form, whose body is an object schema (the form checks each field by its member). */
export type RecordCall = CallContract<z.ZodType, z.ZodObject<z.ZodRawShape>, z.ZodType>;
/** A POST call acting on several rows: `{ ids }`, or `{ ids, isValid }` for enabling and disabling. */
export type RecordBatchCall = CallContract<z.ZodType, z.ZodType, z.ZodType>;

export interface RecordEditor {
  /** What one row is called in titles and messages: 新增充装单位, 确定删除该充装单位吗？ */
  what: string;
  fields: readonly RecordField[];
  /** The add call; its body schema checks the form. */
  add?: RecordCall;
  /** The update call: the add body plus the row's key under `idField`. */
  update?: RecordCall;
  /** The row field (and update body field) that identifies the row. */
  idField: string;
  /** The row field that names the row in a confirmation. */
  nameField: string;
  /** Form values of a new row. */
  initialValues?: Readonly<Record<string, unknown>>;
  /** Form fields of a new row that start with the list filter's value: `{ category: 'CylinderCategory' }`. */
  initialFromFilter?: Readonly<Record<string, string>>;
  /** Enables or disables the chosen rows (`{ ids, isValid }`). */
  batchValid?: RecordBatchCall;
  /**
   * Deletes a row: `{ ids: [key] }` when the call's body has `ids`, else `{ [idField]: key }`; the server refuses a
   * row still in use with a message that names why.
   */
  remove?: RecordBatchCall;
}

/**
 * Stations bound to an owner (a regulator, an inspection institution), as data: the bound list, the candidates not
 * yet bound (the Select variant), and the calls that bind many at once and unbind the chosen.
 */
export interface BindingEditor {
  /** What is bound, in titles and messages: 充装站, 检验机构 */
  what: string;
  /** The owner's row field sent as `ownerField` with every call. */
  ownerKey: string;
  ownerField: string;
  /** The owner's row field that names it in the screen's title. */
  ownerName: string;
  bound: CallContract;
  candidates: CallContract;
  /** Binds `{ [ownerField], stationIds }`. */
  save: CallContract;
  /** Unbinds `{ [ownerField], stationIds }`. */
  remove: CallContract;
}
