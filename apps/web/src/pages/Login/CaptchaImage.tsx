import { captchaUrl } from '../../api/auth';

/** The captcha picture; clicking it fetches a new one (the parent owns the timestamp). */
export function CaptchaImage({ stamp, onRefresh }: { stamp: number; onRefresh: () => void }) {
  return (
    <button type="button" className="captcha-button" onClick={onRefresh} title="看不清？点击换一张">
      <img src={captchaUrl(stamp)} alt="验证码" data-testid="captcha-image" width={110} height={38} />
    </button>
  );
}

/** A captcha timestamp that only moves forward, so two refreshes within one millisecond still differ. */
export function nextStamp(previous: number): number {
  return Math.max(Date.now(), previous + 1);
}
