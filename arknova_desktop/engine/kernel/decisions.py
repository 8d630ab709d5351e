"""Decision kinds: what a Decision asks, one member per kind of question.

A `StrEnum`, so each member *is* its string (`DecisionKind.BUILD == "build"`): the UI, the bots,
the tests and old save files that compare a decision's kind with a plain string keep working, and
the values are exactly the strings the engine always used. tests/test_decision_kinds.py checks
that every decision of the golden games has a member as its kind and that every member is used.
"""

from __future__ import annotations

from enum import StrEnum, unique


@unique
class DecisionKind(StrEnum):
    # the kernel
    ORDER_EFFECTS = "order_effects"  # several effects due at once: which resolves next
    # flow/: setup and breaks
    CHOOSE_MAP = "choose_map"
    KEEP_CARDS = "keep_cards"
    HAND_LIMIT_DISCARD = "hand_limit_discard"
    # rules/action_cards.py
    CHOOSE_ACTION = "choose_action"
    MULTIPLIER = "multiplier"
    TURN_EXTRAS = "turn_extras"
    # rules/bonuses.py
    UPGRADE = "upgrade"
    TAKE_CARD = "take_card"
    CONSERVATION_BONUS = "conservation_bonus"
    PLACE_MULTIPLIER = "place_multiplier"
    ORDER_FINAL_SCORING_DISCARD = "order_final_scoring_discard"
    DISCARD_FINAL_SCORING = "discard_final_scoring"
    # rules/association_board.py
    ORDER_UNIVERSITY_REWARD = "order_university_reward"
    PARTNER_ZOO = "partner_zoo"
    UNIVERSITY = "university"
    # rules/placement.py
    OTHER_BONUS = "other_bonus"
    CLEVER = "clever"
    SPONSOR_FOR_MONEY = "sponsor_for_money"
    DIGGING = "digging"
    RESCUE = "rescue"
    # rules/build.py
    BUILD = "build"
    EXTRA_BUILDING = "extra_building"
    FREE_BUILDING = "free_building"
    # rules/map_abilities.py
    AREA_BONUS = "area_bonus"
    REMOVE_MARKER = "remove_marker"
    # rules/abilities.py
    CHOOSE_VICTIM = "choose_victim"
    KEEP_CARD = "keep_card"
    SNAP = "snap"
    SUNBATHING = "sunbathing"
    POUCH = "pouch"
    KEEP_FINAL_SCORING = "keep_final_scoring"
    TAKE_PROJECT = "take_project"
    BOOST = "boost"
    EXTRA_ACTION = "extra_action"
    HYPNOSIS = "hypnosis"
    PILFERED = "pilfered"
    # rules/animals.py
    ANIMALS_REPUTATION = "animals_reputation"
    PLAY_ANIMAL = "play_animal"
    PLACE_ANIMAL = "place_animal"
    MOVE_ANIMAL = "move_animal"
    # rules/sponsors.py
    UNIQUE_BUILDING = "unique_building"
    SPONSORS = "sponsors"
    ANIMAL_SIZE = "animal_size"
    # rules/conservation.py
    LEFT_EDGE_SLOT = "left_edge_slot"
    RELEASE_ANIMAL = "release_animal"
    # rules/association.py
    ASSOCIATION = "association"
    ASSOCIATION_PARTNER_ZOO = "association_partner_zoo"
    ASSOCIATION_UNIVERSITY = "association_university"
    ASSOCIATION_PROJECT = "association_project"
    # rules/cards_action.py
    CARDS_MODE = "cards_mode"
    DRAW_CARD = "draw_card"
    DISCARD_CARD = "discard_card"
