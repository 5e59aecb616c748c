export { type InvitedFriendItem, InvitedFriends, type InvitedFriendsProps } from './InvitedFriends.tsx';
