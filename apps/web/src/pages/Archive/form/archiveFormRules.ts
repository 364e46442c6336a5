import type { FormItemProps } from 'antd';
import {
  archiveMessages,
  cylinderAddBody,
  cylinderUpdateBody,
  requiredCylinderFields,
  type CylinderCategory,
} from '@gcs/contracts';
import { bodyRule } from '../../../components/form/contractRules';
import { toAddBody, toUpdateBody, type ArchiveFormValues } from './archiveFormValues';

export interface ArchiveRuleContext {
  category: CylinderCategory;
  /** The archive being edited (its body is CylinderUpdate's), or null for a new one (CylinderAdd's). */
  editingId: number | null;
  /** The user names the station (a regulator); a station user's own station is the server's choice. */
  chooseStation: boolean;
}

/** Form fields whose body field has another name. */
const wireNames: Partial<Record<keyof ArchiveFormValues, string>> = {
  archiveImages: 'archiveImageIds',
  otherImages: 'otherImageIds',
};

/** Cross-field rules of the contract: the field is checked again when the one it is compared with changes. */
const comparedWith: Partial<Record<keyof ArchiveFormValues, (keyof ArchiveFormValues)[]>> = {
  lastInspectionDate: ['makeDate'],
};

type ArchiveItemProps = Pick<FormItemProps<ArchiveFormValues>, 'rules' | 'required' | 'dependencies'>;

/**
 * The rules of every archive field: the form's values become the body the drawer would send (months as yyyy-MM,
 * proof bits as flags, pictures as ids) and the contract's body schema checks it, so each field shows the contract's
 * own messages for its member, for the fields every archive needs and for the dates compared with each other.
 */
export function archiveFieldRules({ category, editingId, chooseStation }: ArchiveRuleContext) {
  const options = { category, withStation: chooseStation };
  const schema = editingId === null ? cylinderAddBody : cylinderUpdateBody;
  const toBody = (values: ArchiveFormValues): Record<string, unknown> =>
    editingId === null ? toAddBody(values, options) : toUpdateBody(editingId, values, options);

  return (name: keyof ArchiveFormValues): ArchiveItemProps => {
    const stationNeeded = name === 'stationId' && chooseStation;
    return {
      required: (requiredCylinderFields as readonly string[]).includes(name) || stationNeeded,
      dependencies: comparedWith[name],
      rules: [
        bodyRule(schema, toBody, wireNames[name] ?? name),
        // The station rule depends on who registers, so the server's service applies it, with the contract's message.
        ...(stationNeeded ? [{ required: true, message: archiveMessages.stationRequired }] : []),
      ],
    };
  };
}
