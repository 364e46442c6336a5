import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';
import { testCaptchaCode } from './platform';

/** Fills the login form as a user does; the captcha answer is the run's test code. */
export async function fillLogin(page: Page, loginCode: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入用户名').fill(loginCode);
  await page.getByPlaceholder('请输入登录密码').fill(password);
  await page.getByPlaceholder('请输入验证码').first().fill(testCaptchaCode);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A fresh browser context (no session) on the login page. */
export async function loginPage(browser: Browser, baseUrl: string, path = '/Login'): Promise<Page> {
  const page = await newPage(browser, baseUrl);
  await page.goto(path);
  await page.getByPlaceholder('请输入用户名').waitFor();
  return page;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
