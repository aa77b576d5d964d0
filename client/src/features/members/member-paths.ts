export const CREATE_MEMBER_PATH = '/app/member/createUser';
