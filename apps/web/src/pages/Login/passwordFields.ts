import type { Rule } from 'antd/es/form';
import { messages, newPasswordProblem, updatePasswordBody, type PasswordPolicy } from '@gcs/contracts';
import { memberRule } from '../../components/form/contractRules';

/** An untouched input is empty text to the contract's text members (their message then says what is missing). */
export const asText = (value: unknown) => value ?? '';

/**
 * Form rules for a new password and its confirmation: the contract's member (its length) and the shared rule
 * `newPasswordProblem`.
 */
export function newPasswordRules(policy: PasswordPolicy): Rule[] {
  return [
    memberRule(updatePasswordBody.shape.newPassword, asText),
    {
      validator: async (_rule, value: string | undefined) => {
        const problem = newPasswordProblem(value ?? '', value ?? '', policy);
        if (problem) throw new Error(problem);
      },
    },
  ];
}

export function confirmPasswordRules(policy: PasswordPolicy): Rule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule: unknown, value: string | undefined) => {
        const newPassword = (getFieldValue('newPassword') as string | undefined) ?? '';
        const problem = newPasswordProblem(newPassword, value ?? '', policy);
        // Problems of the new password itself are reported on that field.
        if (problem === messages.confirmPasswordRequired || problem === messages.passwordsDiffer) {
          throw new Error(problem);
        }
      },
    }),
  ];
}
