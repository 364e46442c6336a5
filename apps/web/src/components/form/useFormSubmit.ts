import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { errorText } from '../table/DataTable';

export interface FormSubmission<Values> {
  /**
   * Sends the validated values and answers the text to show on success; or answers undefined without sending when a
   * check of its own refused them (it has said why).
   */
  send: (values: Values) => Promise<string | undefined>;
  /** After the success text is shown. */
  done: () => void;
  /** After a refusal's message is shown (the form keeps what was typed). */
  failed?: (error: unknown) => void;
}

/**
 * How a dialog sends its form: nothing happens until every field is valid; while the call runs `saving` is true;
 * success shows the answer's text, a refusal the server's message.
 */
export function useFormSubmit<Values>(form: FormInstance<Values>) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async ({ send, done, failed }: FormSubmission<Values>) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const text = await send(values);
      if (text === undefined) return;
      void message.success(text);
      done();
    } catch (error) {
      void message.error(errorText(error));
      failed?.(error);
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
