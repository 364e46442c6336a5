import { FillingCheckDispose, FillingCheckKind } from '../enums';

/**
 * Rules of the pre-fill and post-fill check records (spec 02 section 3.4): which dispose methods a check of each kind
 * may decide, and how late a check may be recorded.
 */

/** A check is recorded at most this many days after it was made (a station catches up within a week, no later). */
export const checkRecordMaxAgeDays = 7;
/** A check time this far ahead of the server's clock is still accepted (the clocks of a station's PC and ours). */
export const checkTimeFutureToleranceMs = 2 * 60_000;

/** The dispose methods a check of each kind may decide, in the order a form offers them. */
export const disposeMethodsOfKind: Readonly<Record<FillingCheckKind, readonly FillingCheckDispose[]>> = {
  [FillingCheckKind.Before]: [
    FillingCheckDispose.Fill,
    FillingCheckDispose.DrainThenFill,
    FillingCheckDispose.Refuse,
    FillingCheckDispose.SendForInspection,
    FillingCheckDispose.Scrap,
  ],
  [FillingCheckKind.After]: [
    FillingCheckDispose.Release,
    FillingCheckDispose.Refill,
    FillingCheckDispose.SendForInspection,
    FillingCheckDispose.Scrap,
  ],
};

export const checkTimeMessages = {
  future: '检查时间不能晚于当前时间',
  tooOld: `只能补录${checkRecordMaxAgeDays}天内的检查记录`,
} as const;

/** Why a check made at `checkTime` cannot be recorded at `now` (in the future, or older than the limit), or undefined. */
export function checkTimeProblem(checkTime: Date, now: Date): string | undefined {
  const ahead = checkTime.getTime() - now.getTime();
  if (ahead > checkTimeFutureToleranceMs) return checkTimeMessages.future;
  if (-ahead > checkRecordMaxAgeDays * 86_400_000) return checkTimeMessages.tooOld;
  return undefined;
}

/** Whether a dispose method fits a check of the kind (合格，准予出站 is no verdict before filling). */
export function disposeFitsKind(kind: FillingCheckKind, dispose: FillingCheckDispose): boolean {
  return disposeMethodsOfKind[kind].includes(dispose);
}

/** The items a station's form asks for each kind of check, each answered 正常 or 异常. */
export const checkItemNamesOfKind: Readonly<Record<FillingCheckKind, readonly string[]>> = {
  [FillingCheckKind.Before]: ['外观', '瓶阀', '检验标志', '残液'],
  [FillingCheckKind.After]: ['泄漏检查', '充装量', '瓶帽与标签'],
};
export const checkItemResults = ['正常', '异常'] as const;
