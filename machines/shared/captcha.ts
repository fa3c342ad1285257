/** The next captcha widget key: a failed send spends the pass, and a fresh widget mounts. */
export const nextCaptchaKey = ({ context }: { context: { captchaKey: number } }): number =>
  context.captchaKey + 1;
