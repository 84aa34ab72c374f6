import type {
  ApiEnvelope, ChangePasswordRequest, OtpCreateResponse, TokenRequest, TokenResponse, UpdateUserRequest, User,
  UserExistsResponse,
} from '../contract';
import type { ApiBases, Http } from './http';

/** The account service (SPEC §7), under the account base. */
export function createAccountApi(http: Http, bases: ApiBases) {
  const url = (path: string) => `${bases.account}${path}`;
  const client = () => http.instance();

  /** connect/token is form-urlencoded and sent without a token (it is how one gets a token). */
  async function token(grant: TokenRequest): Promise<TokenResponse> {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(grant)) if (value !== undefined) form.set(key, String(value));
    const res = await (await client()).post<TokenResponse>(url('connect/token'), form, {
      anonymous: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    return res.data;
  }

  return {
    async createOtp(phoneNumber: string): Promise<OtpCreateResponse> {
      const res = await (await client()).post<ApiEnvelope<OtpCreateResponse>>(url('otp/create'), { phoneNumber }, { anonymous: true });
      return res.data.data;
    },
    token,
    loginWithOtp: (phoneNumber: string, code: string) => token({ grant_type: 'otp', phone_number: phoneNumber, code }),
    loginWithPassword: (username: string, password: string) => token({ grant_type: 'password', username, password }),
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(refreshToken: string): Promise<void> {
      await (await client()).post(url('connect/revocation'), { token: refreshToken }, { anonymous: true });
    },
    async currentUser(): Promise<User> {
      return (await (await client()).get<ApiEnvelope<User>>(url('api/Account/CurrentUser'))).data.data;
    },
    async update(changes: UpdateUserRequest): Promise<User> {
      return (await (await client()).post<ApiEnvelope<User>>(url('api/Account/Update'), changes)).data.data;
    },
    async changePassword(request: ChangePasswordRequest): Promise<boolean> {
      return (await (await client()).post<ApiEnvelope<boolean>>(url('api/Account/ChangePassword'), request)).data.data;
    },
    async userExists(emailOrPhone: string): Promise<UserExistsResponse> {
      const res = await (await client()).get<ApiEnvelope<UserExistsResponse>>(url('api/Account/userExistsByPhoneOrEmail'), {
        params: { EmailOrPhone: emailOrPhone },
        anonymous: true,
      });
      return res.data.data;
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
