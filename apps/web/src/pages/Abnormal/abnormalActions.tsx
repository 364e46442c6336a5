import type { ActionImplementation } from '../../lists/actionTypes';
import { errorText } from '../../components/table/DataTable';
import { answerText } from '../../components/feedback';

export const restoreQuestion = (count: number) => `确定将所选的 ${count} 个异常气瓶恢复正常吗？`;

/** The abnormal-cylinder pages' actions (their titles, places and permissions are in the page's definition). */
export const abnormalActions: Record<string, ActionImplementation> = {
  'abnormal.restore': {
    run: ({ chosen, onDone }, api, { modal, message }) =>
      modal.confirm({
        title: '恢复正常',
        content: restoreQuestion(chosen.length),
        okText: '确定恢复',
        cancelText: '取消',
        onOk: async () => {
          try {
            const answer = await api.abnormal.batchRestore({ body: { ids: chosen } });
            void message.success(answerText(answer, `已恢复 ${answer.data.count} 个异常气瓶`));
            onDone();
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      }),
  },
};
